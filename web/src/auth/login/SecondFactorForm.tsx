import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { fieldErrors, type ProblemError } from '../../api/problem';
import { ProblemAlert } from '../../ui/problem/ProblemAlert';

export type SecondFactor = { totp: string } | { recoveryCode: string };

interface SecondFactorFormProps {
  readonly email: string;
  readonly onSubmit: (factor: SecondFactor) => void;
  readonly onBack: () => void;
  readonly submitting: boolean;
  readonly problem: ProblemError | undefined;
}

const TOTP_PATTERN = /^\d{6}$/;

/** The second step: the authenticator's six digits, or one of the recovery codes when the phone is lost. */
export function SecondFactorForm({ email, onSubmit, onBack, submitting, problem }: SecondFactorFormProps) {
  const [method, setMethod] = useState<'totp' | 'recovery'>('totp');
  const codeInput = useRef<HTMLInputElement>(null);
  const form = useForm({
    initialValues: { code: '' },
    validate: {
      code: (value) => {
        const code = value.replace(/\s+/gu, '');
        if (method === 'recovery') return code.length > 0 ? null : 'Enter one of your recovery codes';
        return TOTP_PATTERN.test(code) ? null : 'Enter the 6 digits your authenticator app shows';
      },
    },
  });
  // The form's methods change identity on each render: effects reach them through a ref.
  const formRef = useRef(form);
  formRef.current = form;

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus the code field whenever the method changes
  useEffect(() => {
    codeInput.current?.focus();
  }, [method]);

  useEffect(() => {
    if (!problem) return;
    const byField = fieldErrors(problem);
    const message = byField.totp ?? byField.recoveryCode;
    if (message) formRef.current.setErrors({ code: message });
  }, [problem]);

  const switchMethod = () => {
    form.setFieldValue('code', '');
    setMethod(method === 'totp' ? 'recovery' : 'totp');
  };

  return (
    <form
      noValidate
      aria-label="Two-step verification"
      onSubmit={form.onSubmit(
        ({ code }) => {
          const trimmed = code.replace(/\s+/gu, '');
          onSubmit(method === 'totp' ? { totp: trimmed } : { recoveryCode: trimmed });
        },
        () => codeInput.current?.focus(),
      )}
    >
      <Stack gap="md">
        <Text size="sm">
          Signing in as <strong>{email}</strong>.{' '}
          {method === 'totp'
            ? 'Open your authenticator app and enter the code it shows for biopermit.'
            : 'Enter one of the recovery codes you saved when you set up two-step verification. Each works once.'}
        </Text>
        {problem && <ProblemAlert problem={problem} labels={{ totp: 'Authentication code', recoveryCode: 'Recovery code' }} />}
        {method === 'totp' ? (
          <TextInput
            key="totp"
            ref={codeInput}
            label="Authentication code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            required
            styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
            {...form.getInputProps('code')}
          />
        ) : (
          <TextInput
            key="recovery"
            ref={codeInput}
            label="Recovery code"
            autoComplete="off"
            spellCheck={false}
            required
            {...form.getInputProps('code')}
          />
        )}
        <Button type="submit" size="md" fullWidth loading={submitting}>
          Verify
        </Button>
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            Back
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={switchMethod}>
            {method === 'totp' ? 'Use a recovery code instead' : 'Use the authenticator code instead'}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
