import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabList, panelId, tabId } from './Tabs.tsx';

function Example() {
  const [selected, setSelected] = useState('a');
  return (
    <>
      <TabList
        label="Inverters"
        idPrefix="t"
        vertical
        selected={selected}
        onSelect={setSelected}
        tabs={[
          { id: 'a', label: 'Roof' },
          { id: 'b', label: 'Garage' },
          { id: 'c', label: 'Barn' },
        ]}
      />
      <div role="tabpanel" id={panelId('t', selected)} aria-labelledby={tabId('t', selected)}>
        {selected}
      </div>
    </>
  );
}

describe('TabList', () => {
  it('is a tablist with one tab in the Tab order, labelling its panel', () => {
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Inverters' })).toHaveAttribute(
      'aria-orientation',
      'vertical',
    );
    const roof = screen.getByRole('tab', { name: 'Roof' });
    expect(roof).toHaveAttribute('aria-selected', 'true');
    expect(roof).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Garage' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Roof' })).toHaveTextContent('a');
  });

  it('moves and selects with the arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('tab', { name: 'Roof' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Garage' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('b');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Roof' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('tab', { name: 'Barn' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Roof' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('c');
  });
});
