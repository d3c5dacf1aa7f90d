/** @jest-environment jsdom */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, preloadDeferredUi } from '@milestone/ui';
import {
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_NEEDS_DIGIT_OR_SPECIAL,
  PASSWORD_NEEDS_LETTER,
  PASSWORD_TOO_SHORT,
  SETUP_INPUT_MIN_LENGTH,
} from '../../shared/validation.js';
import { PasswordSetupFields, type PasswordSetupValues } from './PasswordSetupFields.js';

// antd's Form in jsdom is slow on a busy machine.
jest.setTimeout(60_000);

/** The fields in a set-up form of their own, its submissions recorded. */
function show() {
  const onFinish = jest.fn<(values: PasswordSetupValues) => void>();
  render(
    <Form<PasswordSetupValues> onFinish={onFinish}>
      <PasswordSetupFields />
      <Button htmlType="submit">Set Password</Button>
    </Form>,
  );
  return { onFinish };
}

const password = () => screen.getByLabelText('Password') as HTMLInputElement;
const confirm = () => screen.getByLabelText('Confirm Password') as HTMLInputElement;

async function submit(first: string, second: string) {
  if (first) await userEvent.type(password(), first);
  if (second) await userEvent.type(confirm(), second);
  await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
}

describe(PasswordSetupFields.name, () => {
  beforeAll(() => preloadDeferredUi());

  it('asks for 8 characters when the password is shorter, the inputs carrying the minimum length of 6', async () => {
    const { onFinish } = show();
    expect(password().minLength).toBe(SETUP_INPUT_MIN_LENGTH);
    expect(confirm().minLength).toBe(SETUP_INPUT_MIN_LENGTH);
    await submit('abc1', 'abc1');
    expect(await screen.findByText(PASSWORD_TOO_SHORT)).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('asks for a letter, and for a number or special character, in the password', async () => {
    const { onFinish } = show();
    await submit('12345678', '12345678');
    expect(await screen.findByText(PASSWORD_NEEDS_LETTER)).toBeTruthy();
    await userEvent.clear(password());
    await userEvent.type(password(), 'abcdefgh');
    expect(await screen.findByText(PASSWORD_NEEDS_DIGIT_OR_SPECIAL)).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('says the passwords do not match when the confirmation differs', async () => {
    const { onFinish } = show();
    await submit('abcdefg1', 'abcdefg2');
    expect(await screen.findByText(PASSWORDS_DO_NOT_MATCH)).toBeTruthy();
    expect(screen.queryByText(PASSWORD_TOO_SHORT)).toBeNull();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('hands on a valid password confirmed the same', async () => {
    const { onFinish } = show();
    await submit('abcdefg1', 'abcdefg1');
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ password: 'abcdefg1', confirmPassword: 'abcdefg1' }));
    expect(screen.queryByText(PASSWORDS_DO_NOT_MATCH)).toBeNull();
  });
});
