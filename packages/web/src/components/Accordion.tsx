import '../styles/accordion.scss';
import { useId, useState, type ReactNode } from 'react';

export interface AccordionSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Bootstrap accordion; each header is a button that shows or hides its section. */
export function Accordion({
  sections,
  initiallyOpen,
}: {
  sections: readonly AccordionSection[];
  initiallyOpen?: string;
}) {
  const [open, setOpen] = useState<string | undefined>(initiallyOpen);
  const base = useId();
  return (
    <div className="accordion">
      {sections.map((section) => {
        const expanded = open === section.id;
        const headerId = `${base}-${section.id}-header`;
        const bodyId = `${base}-${section.id}-body`;
        return (
          <div className="accordion-item" key={section.id}>
            <h2 className="accordion-header" id={headerId}>
              <button
                type="button"
                className={`accordion-button${expanded ? '' : ' collapsed'}`}
                aria-expanded={expanded}
                aria-controls={bodyId}
                onClick={() => {
                  setOpen(expanded ? undefined : section.id);
                }}
              >
                {section.title}
              </button>
            </h2>
            <div
              id={bodyId}
              role="region"
              aria-labelledby={headerId}
              className={`accordion-collapse collapse${expanded ? ' show' : ''}`}
            >
              <div className="accordion-body">{section.body}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
