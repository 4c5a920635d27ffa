import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { readSignUpAnswer } from './api/sign-up';
import { SignUpSuccessDialog } from './sign-up-success-dialog';

function renderDialog(signedIn: boolean) {
  const onContinue = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SignUpSuccessDialog
        account={{ name: 'Amina', email: 'amina@example.test', signedIn }}
        onContinue={onContinue}
      />
    </QueryClientProvider>,
  );
  return { onContinue };
}

describe('the dialog after a sign-up', () => {
  it('says the new account is signed in when it is', async () => {
    const { onContinue } = renderDialog(true);
    expect(screen.getByText('Account Created Successfully!')).toBeInTheDocument();
    expect(screen.getByText(/You are signed in and can start listening now/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to App' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('asks to check the e-mail, not to start listening, when the address must be verified first', async () => {
    const { onContinue } = renderDialog(false);
    expect(screen.getByText('Account Created Successfully!')).toBeInTheDocument();
    expect(screen.queryByText(/You are signed in/)).not.toBeInTheDocument();
    expect(screen.getByText(/Please check your email/)).toBeInTheDocument();
    expect(screen.getByText('amina@example.test')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to App' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Sign In' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });
});

describe('reading the sign-up answer', () => {
  it('is signed in unless the server says the account awaits verification', () => {
    expect(readSignUpAnswer({ user: { id: 'u' } })).toEqual({ signedIn: true });
    expect(readSignUpAnswer({ token: null, user: { id: 'u' } })).toEqual({ signedIn: false });
    expect(readSignUpAnswer(null)).toEqual({ signedIn: true });
  });
});
