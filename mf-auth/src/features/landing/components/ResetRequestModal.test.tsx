import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { deferred, jsonResponse, stubFetch, type StubRoute } from '../../../../../shell/testing/fetch-stub';
import { ResetRequestModal } from './ResetRequestModal';

function stubReset(answer: StubRoute) {
  return stubFetch({
    'GET /auth/csrf-token': { body: { csrf_token: 'tok-1' } },
    'POST /auth/reset-password-request': answer,
  });
}

function renderModal() {
  const onClose = jest.fn();
  return { ...renderWithProviders(<ResetRequestModal onClose={onClose} />), onClose };
}

const sendButton = () => screen.getByRole('button', { name: 'Send Instructions' });
const emailField = () => screen.getByLabelText('Email');

afterEach(() => {
  jest.useRealTimers();
});

describe('ResetRequestModal', () => {
  it('is the Reset Password dialog with an email field', () => {
    stubReset({ body: { success: true } });
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Reset Password' })).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('type', 'email');
  });

  it('keeps Send Instructions disabled for a blank or whitespace-only email', async () => {
    const net = stubReset({ body: { success: true } });
    const user = userEvent.setup();
    renderModal();
    expect(sendButton()).toBeDisabled();
    await user.type(emailField(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.type(emailField(), '{Enter}');
    expect(net.to('POST /auth/reset-password-request')).toHaveLength(0);
    await user.type(emailField(), 'a');
    expect(sendButton()).toBeEnabled();
  });

  it("posts the trimmed email form-encoded, shows the server's message, clears the field and closes after 2 s", async () => {
    jest.useFakeTimers();
    const net = stubReset({ body: { success: true, message: 'Check your inbox for the link.' } });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { onClose } = renderModal();

    await user.type(emailField(), '  ada+test@example.com ');
    await user.click(sendButton());

    expect(await screen.findByText('Check your inbox for the link.')).toBeInTheDocument();
    const [request] = net.to('POST /auth/reset-password-request');
    expect(request.body).toBe('email=ada%2Btest%40example.com');
    expect(request.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.headers.get('X-CSRFToken')).toBe('tok-1');
    expect(emailField()).toHaveValue('');

    act(() => jest.advanceTimersByTime(1900));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(100));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('falls back to the standard message when the server sends none', async () => {
    stubReset({ body: { success: true } });
    const user = userEvent.setup();
    renderModal();
    await user.type(emailField(), 'ada@example.com{Enter}');
    expect(await screen.findByText('Password reset instructions have been sent if the email is valid.')).toBeInTheDocument();
  });

  it("shows the server's error and stays open", async () => {
    stubReset({ status: 400, body: { success: false, error: 'Please enter a valid email address.' } });
    const user = userEvent.setup();
    const { onClose } = renderModal();
    await user.type(emailField(), 'ada@example.com');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(emailField()).toHaveValue('ada@example.com');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows "Failed to process your request. Please try again." when a refusal has no text', async () => {
    stubReset({ status: 400, body: {} });
    const user = userEvent.setup();
    renderModal();
    await user.type(emailField(), 'ada@example.com');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to process your request. Please try again.');
  });

  it.each([
    [
      'throttled (429)',
      { status: 429, body: { success: false, error: 'Slow down.' }, headers: { 'Retry-After': '3600' } },
      'Too many attempts. Try again in 60 minutes.',
    ],
    [
      'a server failure without a body',
      { status: 500, body: {} },
      'OnTrack is not available right now. Please try again in a few minutes.',
    ],
    [
      'no answer at all',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'We could not reach OnTrack. Check your connection and try again.',
    ],
  ])('says what happened when %s', async (_case, answer, text) => {
    stubReset(answer);
    const user = userEvent.setup();
    renderModal();
    await user.type(emailField(), 'ada@example.com');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(emailField()).toHaveValue('ada@example.com');
  });

  it('shows Sending… while the request runs', async () => {
    const answer = deferred<Response>();
    stubReset(() => answer.promise);
    const user = userEvent.setup();
    renderModal();
    await user.type(emailField(), 'ada@example.com');
    await user.click(sendButton());
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    answer.resolve(jsonResponse({ success: true, message: 'Sent.' }));
    expect(await screen.findByText('Sent.')).toBeInTheDocument();
  });

  it('Cancel and a backdrop click close it', async () => {
    stubReset({ body: { success: true } });
    const user = userEvent.setup();
    const { onClose } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByTestId('modal-backdrop'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });
});
