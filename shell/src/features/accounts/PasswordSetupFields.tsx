import { Form, Input } from '@milestone/ui';
import { rule } from '../../shared/form-rule.js';
import { confirmProblem, newPasswordProblem, SETUP_INPUT_MIN_LENGTH } from '../../shared/validation.js';

/** Password and confirmation with the spec's rules (000 section 5), for the account set-up forms. */
export function PasswordSetupFields() {
  return (
    <>
      <Form.Item label="Password" name="password" rules={[rule(newPasswordProblem)]}>
        <Input.Password autoComplete="new-password" minLength={SETUP_INPUT_MIN_LENGTH} />
      </Form.Item>
      <Form.Item
        label="Confirm Password"
        name="confirmPassword"
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_: unknown, value: string | undefined) => {
              const problem = confirmProblem(String(getFieldValue('password') ?? ''), value ?? '');
              return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" minLength={SETUP_INPUT_MIN_LENGTH} />
      </Form.Item>
    </>
  );
}

export interface PasswordSetupValues {
  password: string;
  confirmPassword: string;
}
