import { screen } from '@testing-library/react';
import { mockFetch, users } from 'shared-api/test-support';
import { renderShell } from '../test/render';
import { ContactForm } from './ContactForm';

describe('ContactForm', () => {
  it('anonymous visitors give name and e-mail; the message goes to the studio and the form says so', async () => {
    const calls = mockFetch(() => ({ status: 201, body: { message: 'Thank you: your message was sent to the studio' } }));
    const { events } = renderShell(<ContactForm />, { route: '/app/contact', user: null });

    const send = screen.getByRole('button', { name: 'Send' });
    await events.type(screen.getByLabelText(/Message/), 'We would like three videos.');
    expect(send).toBeDisabled();
    await events.type(screen.getByLabelText(/Your name/), 'Vee');
    await events.type(screen.getByLabelText(/Your e-mail/), 'vee@example.com');
    await events.click(send);

    expect(await screen.findByRole('status')).toHaveTextContent('Thank you: your message was sent to the studio');
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/contact',
        body: { message: 'We would like three videos.', name: 'Vee', email: 'vee@example.com' },
      },
    ]);
    expect(screen.getByLabelText(/Message/)).toHaveValue('');
  });

  it('signed-in users write only the message; a refusal shows the server message', async () => {
    const calls = mockFetch(() => ({ status: 429, body: { message: 'Too many attempts; try again in 1 minute' } }));
    const { events } = renderShell(<ContactForm />, { route: '/app/contact', user: users.client });
    expect(screen.queryByLabelText(/Your e-mail/)).not.toBeInTheDocument();
    await events.type(screen.getByLabelText(/Message/), 'Hello');
    await events.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
    expect(calls[0].body).toEqual({ message: 'Hello' });
  });

  it("a viewer sends a story for a video, with what it teaches, to the studio's story reception (issue 28)", async () => {
    const calls = mockFetch(() => ({ status: 201, body: { message: 'Thank you: your story was sent to the studio' } }));
    const { events } = renderShell(<ContactForm />, { route: '/app/contact', user: null });
    await events.selectOptions(screen.getByLabelText('What are you sending?'), 'A story for a video');
    await events.type(screen.getByLabelText(/Your name/), 'Nok');
    await events.type(screen.getByLabelText(/Your e-mail/), 'nok@example.com');
    await events.type(screen.getByLabelText(/Subject/), 'The lost wallet');
    await events.type(screen.getByLabelText(/Your story/), 'A stranger returned my wallet.');
    await events.type(screen.getByLabelText('What will this story teach people'), 'Honesty pays.');
    await events.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you: your story was sent to the studio');
    expect(calls[0].body).toEqual({
      kind: 'story',
      subject: 'The lost wallet',
      message: 'A stranger returned my wallet.',
      lesson: 'Honesty pays.',
      name: 'Nok',
      email: 'nok@example.com',
    });
  });
});
