import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { fieldErrors, type ProblemError } from '../../api/problem';
import { ProblemAlert } from '../../ui/problem/ProblemAlert';

export interface Credentials {
  email: string;
  password: string;
}

interface CredentialsFormProps {
  readonly onSubmit: (credentials: Credentials) => void;
  readonly submitting: boolean;
  /** The service's refusal, shown as its title and detail, its field messages on the fields. */
  readonly problem: ProblemError | undefined;
  readonly initial?: Credentials;
}

export function CredentialsForm({ onSubmit, submitting, problem, initial }: CredentialsFormProps) {
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const form = useForm<Credentials>({
    initialValues: initial ?? { email: '', password: '' },
    validate: {
      email: (value) => (/^\S+@\S+$/.test(value.trim()) ? null : 'Enter your email address, like name@agency.gov.ph'),
      password: (value) => (value.length > 0 ? null : 'Enter your password'),
    },
  });
  // The form's methods change identity on each render: the effect reaches them through a ref.
  const formRef = useRef(form);
  formRef.current = form;

  useEffect(() => {
    if (problem) formRef.current.setErrors(fieldErrors(problem));
  }, [problem]);

  return (
    <form
      noValidate
      aria-label="Log in"
      onSubmit={form.onSubmit(
        (values) => onSubmit({ email: values.email.trim(), password: values.password }),
        (errors) => (errors.email ? emailInput : passwordInput).current?.focus(),
      )}
    >
      <Stack gap="md">
        {problem && <ProblemAlert problem={problem} />}
        <TextInput ref={emailInput} label="Email" type="email" autoComplete="username" required {...form.getInputProps('email')} />
        <PasswordInput ref={passwordInput} label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
        <Button type="submit" size="md" fullWidth loading={submitting}>
          Log in
        </Button>
      </Stack>
    </form>
  );
}
