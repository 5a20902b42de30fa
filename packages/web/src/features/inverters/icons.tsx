import type { ReactNode } from 'react';

// This screen's icons on the app's 16×16 grid; decorative, the buttons carry the names.
function Svg({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className="icon"
    >
      {children}
    </svg>
  );
}

export function GripIcon() {
  return (
    <Svg>
      <circle cx="5.5" cy="3" r="1.3" />
      <circle cx="10.5" cy="3" r="1.3" />
      <circle cx="5.5" cy="8" r="1.3" />
      <circle cx="10.5" cy="8" r="1.3" />
      <circle cx="5.5" cy="13" r="1.3" />
      <circle cx="10.5" cy="13" r="1.3" />
    </Svg>
  );
}

export function PencilIcon() {
  return (
    <Svg>
      <path d="M11.6 1.4a1.4 1.4 0 0 1 2 0l1 1a1.4 1.4 0 0 1 0 2L5.3 13.7 1.5 14.5l.8-3.8zM3.6 11.2l-.4 1.6 1.6-.4 7.6-7.6-1.2-1.2z" />
    </Svg>
  );
}

export function TrashIcon() {
  return (
    <Svg>
      <path d="M6 1.5h4l.5 1H14V4H2V2.5h3.5zM3 5h10l-.8 9.2a1 1 0 0 1-1 .8H4.8a1 1 0 0 1-1-.8zm3 1.5v6.5h1.2V6.5zm2.8 0v6.5H10V6.5z" />
    </Svg>
  );
}

export function ArrowDownIcon() {
  return (
    <Svg>
      <path d="M7.2 2h1.6v8.6l3-3 1.1 1.1L8 13.6 3.1 8.7l1.1-1.1 3 3z" />
    </Svg>
  );
}

export function ArrowUpIcon() {
  return (
    <Svg>
      <path d="M7.2 14h1.6V5.4l3 3 1.1-1.1L8 2.4 3.1 7.3l1.1 1.1 3-3z" />
    </Svg>
  );
}

export function OffIcon() {
  return (
    <Svg>
      <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm2.9 3L12 5.1 9.1 8l2.9 2.9-1.1 1.1L8 9.1 5.1 12 4 10.9 6.9 8 4 5.1 5.1 4 8 6.9z" />
    </Svg>
  );
}
