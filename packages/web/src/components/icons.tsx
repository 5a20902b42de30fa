import type { ReactNode } from 'react';

// Inline SVG icons drawn for this app on a 16×16 grid; only the ones in use. Decorative: the
// surrounding control carries the accessible name.
interface IconProps {
  className?: string;
}

function Svg({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={className === undefined ? 'icon' : `icon ${className}`}
    >
      {children}
    </svg>
  );
}

/** One path of the 16×16 grid (the state shapes of stateShapes.ts); holes by the even-odd rule. */
export function ShapeIcon({ d }: { d: string }) {
  return (
    <Svg>
      <path fillRule="evenodd" d={d} />
    </Svg>
  );
}

const rays = [0, 45, 90, 135, 180, 225, 270, 315];

export function SunIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="8" cy="8" r="3.2" />
      {rays.map((angle) => (
        <rect
          key={angle}
          x="7.3"
          y="0.6"
          width="1.4"
          height="2.8"
          rx="0.7"
          transform={`rotate(${angle} 8 8)`}
        />
      ))}
    </Svg>
  );
}

export function TreeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M8 0.5 3.5 6h2.2L2.5 10.5h2.6L1.5 15h13l-3.6-4.5h2.6L10.3 6h2.2z" />
      <rect x="7" y="13" width="2" height="2.5" />
    </Svg>
  );
}

export function EggIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M8 0.8C5.2 0.8 2.8 5.6 2.8 9.6 2.8 13 5.1 15.2 8 15.2s5.2-2.2 5.2-5.6C13.2 5.6 10.8 0.8 8 0.8z" />
    </Svg>
  );
}

export function ReloadIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M8 2.5a5.5 5.5 0 1 0 5.5 5.5h-1.6A3.9 3.9 0 1 1 8 4.1c1.1 0 2 .4 2.7 1.1L8.9 7h4.6V2.4l-1.7 1.7A5.5 5.5 0 0 0 8 2.5z" />
    </Svg>
  );
}

export function MoonIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6.2 1.2a6.8 6.8 0 1 0 8.6 8.6A5.6 5.6 0 0 1 6.2 1.2z" />
    </Svg>
  );
}

export function HalfCircleIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm0 1.5v11a5.5 5.5 0 0 1 0-11z" />
    </Svg>
  );
}

export function GlobeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm5.4 6.3h-2.3a11 11 0 0 0-1-4.4 5.6 5.6 0 0 1 3.3 4.4zM8 2.5c.7.8 1.5 2.5 1.6 4.8H6.4C6.5 5 7.3 3.3 8 2.5zM5.9 2.9a11 11 0 0 0-1 4.4H2.6a5.6 5.6 0 0 1 3.3-4.4zM2.6 8.7h2.3a11 11 0 0 0 1 4.4 5.6 5.6 0 0 1-3.3-4.4zM8 13.5c-.7-.8-1.5-2.5-1.6-4.8h3.2c-.1 2.3-.9 4-1.6 4.8zm2.1-.4a11 11 0 0 0 1-4.4h2.3a5.6 5.6 0 0 1-3.3 4.4z" />
    </Svg>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M13.3 3.3 6 10.6 2.7 7.3 1.6 8.4 6 12.8l8.4-8.4z" />
    </Svg>
  );
}

export function BellIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M8 1.5a1 1 0 0 1 1 1v.6a4.5 4.5 0 0 1 3.5 4.4v3l1.3 1.8a.5.5 0 0 1-.4.7H2.6a.5.5 0 0 1-.4-.7l1.3-1.8v-3A4.5 4.5 0 0 1 7 3.1v-.6a1 1 0 0 1 1-1zM6.3 14h3.4a1.7 1.7 0 0 1-3.4 0z" />
    </Svg>
  );
}
