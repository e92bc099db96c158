import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderUi } from '../test-support/render';
import { Button } from './Button';
import { ErrorPanel, EmptyState, Loading } from './feedback';
import { Field } from './Field';
import { Checkbox, Select, Switch, TextInput } from './inputs';
import { Lightbox, type GalleryItem } from './Lightbox';
import { TabPanel, Tabs } from './Tabs';

describe('ErrorPanel', () => {
  it('is an alert with the message and a Retry button that retries', async () => {
    const retry = jest.fn();
    const { user } = renderUi(<ErrorPanel message="Error loading projects" onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading projects');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('without onRetry has no button, and a default message', () => {
    renderUi(<ErrorPanel />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unexpected error occurred');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Loading and EmptyState', () => {
  it('say "Loading..." and "Nothing here" unless told otherwise', () => {
    renderUi(
      <>
        <Loading />
        <EmptyState />
        <EmptyState message="No jobs" />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(screen.getByText('No jobs')).toBeInTheDocument();
  });
});

describe('Field', () => {
  it('labels its control and describes it with the hint', () => {
    renderUi(
      <Field label="Title" hint="Shown on the project list">
        <TextInput />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).toHaveAccessibleDescription('Shown on the project list');
    expect(input).not.toBeInvalid();
  });

  it('shows the error, announces it and marks the control invalid', () => {
    renderUi(
      <Field label="Price" hint="Dollars" error="Price is required" required>
        <TextInput id="price" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: /Price/ });
    expect(input).toHaveAttribute('id', 'price');
    expect(input).toBeInvalid();
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Dollars Price is required');
    expect(screen.getByRole('alert')).toHaveTextContent('Price is required');
  });

  it('works with a select', () => {
    renderUi(
      <Field label="Job type">
        <Select placeholder="Choose" options={[{ value: 'voice', label: 'Voice Over' }]} />
      </Field>,
    );
    expect(screen.getByRole('combobox', { name: 'Job type' })).toHaveValue('');
  });
});

describe('Button, Checkbox and Switch', () => {
  it('a loading button is disabled', () => {
    renderUi(<Button loading>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('the checkbox is named by its label', async () => {
    const { user } = renderUi(<Checkbox label="Add to My Projects" />);
    await user.click(screen.getByText('Add to My Projects'));
    expect(screen.getByRole('checkbox', { name: 'Add to My Projects' })).toBeChecked();
  });

  it('the switch toggles by click, label and keyboard', async () => {
    function PbOnly() {
      const [on, setOn] = useState(false);
      return <Switch checked={on} onChange={setOn} label="PB only" />;
    }
    const { user } = renderUi(<PbOnly />);
    const toggle = screen.getByRole('switch', { name: 'PB only' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    await user.click(screen.getByText('PB only'));
    expect(toggle).not.toBeChecked();
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
  });
});

describe('Lightbox', () => {
  const items: GalleryItem[] = [
    { id: 'a', type: 'image', url: '/media/a_l.jpg', title: 'Cover A' },
    { id: 'b', type: 'image', url: 'https://cdn.example.com/b.jpg', title: 'Cover B', external: true },
    { id: 'c', type: 'video', url: '/media/c.mp4', title: 'Cut 1' },
  ];

  it('with one item shows no Previous or Next', () => {
    renderUi(<Lightbox open items={items.slice(0, 1)} onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Cover A' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/media/a_l.jpg');
  });

  it('with several, Previous/Next and the arrow keys move (wrapping); Download only for own images', async () => {
    const { user } = renderUi(<Lightbox open items={items} onClose={() => undefined} />);
    expect(screen.getByText('1 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Cover B' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Cut 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Cover A' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Cut 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('dialog', { name: 'Cover B' })).toBeInTheDocument();
  });

  it('Escape and Close close it; onDownload replaces the link', async () => {
    const close = jest.fn();
    const download = jest.fn();
    const { user } = renderUi(<Lightbox open items={items} initialIndex={0} onClose={close} onDownload={download} />);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(download).toHaveBeenCalledWith(items[0]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalledTimes(2);
  });
});

describe('Tabs', () => {
  it('is a tablist whose arrow keys, Home and End select tabs', async () => {
    function ProjectTabs() {
      const [status, setStatus] = useState('all');
      return (
        <>
          <Tabs
            id="status"
            aria-label="Project status"
            selected={status}
            onSelect={setStatus}
            tabs={[
              { id: 'all', label: 'All', count: 12 },
              { id: 'new', label: 'New', count: 3 },
              { id: 'ready', label: 'Ready', count: 0 },
            ]}
          />
          <TabPanel tabsId="status" selected={status}>
            {status} projects
          </TabPanel>
        </>
      );
    }
    const { user } = renderUi(<ProjectTabs />);
    expect(screen.getByRole('tablist', { name: 'Project status' })).toBeInTheDocument();
    const all = screen.getByRole('tab', { name: 'All 12' });
    expect(all).toHaveAttribute('aria-selected', 'true');

    await user.click(all);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'New 3' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'New 3' })).toHaveTextContent('new projects');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Ready 0' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All 12' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Home}');
    expect(screen.getByRole('tab', { name: 'All 12' })).toHaveAttribute('aria-selected', 'true');
  });
});
