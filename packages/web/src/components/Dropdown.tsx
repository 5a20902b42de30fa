import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface DropdownProps {
  /** Content of the toggle button (text and/or icon). */
  label: ReactNode;
  /** Accessible name when the label is an icon or an abbreviation; it must contain any visible text. */
  ariaLabel?: string;
  /** Marks the toggle as holding the current page. */
  active?: boolean;
  alignEnd?: boolean;
  /** Menu items: links or buttons with class `dropdown-item`; `close` closes the menu. */
  children: (close: () => void) => ReactNode;
}

function items(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>('.dropdown-item')] : [];
}

/**
 * A Bootstrap nav dropdown without Bootstrap's script. Keyboard: Enter/Space/ArrowDown open it and
 * focus the first item, arrows and Home/End move, Escape closes and returns focus, Tab leaves.
 */
export function Dropdown({ label, ariaLabel, active = false, alignEnd = false, children }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const root = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return undefined;
    if (focusFirst) items(menu.current)[0]?.focus();
    const onPointer = (event: MouseEvent): void => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('mousedown', onPointer);
    };
  }, [open, focusFirst]);

  const close = (): void => {
    setOpen(false);
  };

  function onToggleKey(event: KeyboardEvent<HTMLButtonElement>): void {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setFocusFirst(true);
      setOpen(true);
    }
  }

  function onMenuKey(event: KeyboardEvent<HTMLUListElement>): void {
    const list = items(menu.current);
    const index = list.findIndex((item) => item === document.activeElement);
    const move = (to: number): void => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      toggle.current?.focus();
    } else if (event.key === 'Tab') setOpen(false);
  }

  return (
    <li className="nav-item dropdown" ref={root}>
      <button
        ref={toggle}
        type="button"
        className={`nav-link dropdown-toggle btn btn-link${active ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={ariaLabel}
        onClick={(event) => {
          // Keyboard activation (detail 0) moves focus into the menu; a mouse click does not.
          setFocusFirst(event.detail === 0);
          setOpen((value) => !value);
        }}
        onKeyDown={onToggleKey}
      >
        {label}
      </button>
      <ul
        id={menuId}
        ref={menu}
        className={`dropdown-menu${alignEnd ? ' dropdown-menu-end' : ''}${open ? ' show' : ''}`}
        onKeyDown={onMenuKey}
      >
        {open && children(close)}
      </ul>
    </li>
  );
}
