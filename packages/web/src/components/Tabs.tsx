import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab {
  id: string;
  label: ReactNode;
}

export interface TabListProps {
  /** Accessible name of the list. */
  label: string;
  tabs: readonly Tab[];
  selected: string;
  onSelect: (id: string) => void;
  /** Prefix for the tab and panel ids (e.g. from useId). */
  idPrefix: string;
  /** Side pills (Up/Down) instead of a row of tabs (Left/Right); both key pairs work either way. */
  vertical?: boolean;
  className?: string;
}

export const tabId = (prefix: string, id: string): string => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string): string => `${prefix}-panel-${id}`;

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * A WAI-ARIA tablist of Bootstrap pills: one tab in the Tab order (the selected one), arrow keys,
 * Home and End move and select. The caller renders the panel with `role="tabpanel"`, the id
 * `panelId(idPrefix, selected)` and `aria-labelledby={tabId(idPrefix, selected)}`.
 */
export function TabList({ label, tabs, selected, onSelect, idPrefix, vertical, className }: TabListProps) {
  const list = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const step = STEP[event.key];
    let next: number;
    if (step !== undefined) next = (index + step + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idPrefix, tab.id))}`)?.focus();
  }

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      aria-orientation={vertical ? 'vertical' : 'horizontal'}
      className={`nav nav-pills${className ? ` ${className}` : ''}`}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.id)}
            aria-selected={active}
            // Only the selected tab's panel exists.
            aria-controls={active ? panelId(idPrefix, tab.id) : undefined}
            tabIndex={active ? 0 : -1}
            className={active ? 'nav-link active' : 'nav-link'}
            onClick={() => {
              onSelect(tab.id);
            }}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
