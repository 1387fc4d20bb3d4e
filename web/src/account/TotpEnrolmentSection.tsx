import { Button, Code, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useProblemOnForm } from '../ui/form/use-problem-on-form';
import { ProblemAlert } from '../ui/problem/ProblemAlert';
import { QrCode } from '../ui/qr/QrCode';
import { type TotpEnrolment, useConfirmTotpEnrolment, useStartTotpEnrolment } from './account.queries';
import { RecoveryCodeList } from './RecoveryCodeList';

type Step = { kind: 'start' } | { kind: 'scan'; enrolment: TotpEnrolment } | { kind: 'codes'; codes: string[] };

/** "ABCD EFGH …": the secret in groups of four, for typing into an app by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/gu, '$1 ');
}

/**
 * Setting up an authenticator: start (with the password when one is enrolled already), scan the QR
 * code of the otpauth URI or type the secret, confirm with a code, then save the recovery codes,
 * shown this once.
 */
export function TotpEnrolmentSection({ enrolled, onEnrolled }: { enrolled: boolean; onEnrolled: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'start' });
  if (step.kind === 'codes') {
    const done = () => {
      setStep({ kind: 'start' });
      onEnrolled();
    };
    return <RecoveryCodeList codes={step.codes} onDone={done} doneLabel="I have saved them, continue" />;
  }
  if (step.kind === 'scan')
    return (
      <ScanAndConfirm
        enrolment={step.enrolment}
        onConfirmed={(codes) => setStep({ kind: 'codes', codes })}
        onCancel={() => setStep({ kind: 'start' })}
      />
    );
  return <StartEnrolment enrolled={enrolled} onStarted={(enrolment) => setStep({ kind: 'scan', enrolment })} />;
}

function StartEnrolment({ enrolled, onStarted }: { enrolled: boolean; onStarted: (enrolment: TotpEnrolment) => void }) {
  const start = useStartTotpEnrolment();
  const form = useForm({
    initialValues: { password: '' },
    validate: { password: (value) => (!enrolled || value.length > 0 ? null : 'Enter your password') },
  });
  const problem = useProblemOnForm(form, start.error);
  return (
    <form
      noValidate
      aria-label={enrolled ? 'Replace the authenticator' : 'Set up an authenticator'}
      onSubmit={form.onSubmit(({ password }) => start.mutate(enrolled ? { password } : {}, { onSuccess: onStarted }))}
    >
      <Stack gap="sm" maw={420}>
        {problem && <ProblemAlert problem={problem} />}
        <Text size="sm">
          {enrolled
            ? 'To move to a new phone or app, set up the authenticator again. The one you have keeps working until the new one is confirmed.'
            : 'Use an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, FreeOTP, Aegis…).'}
        </Text>
        {enrolled && <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />}
        <div>
          <Button type="submit" loading={start.isPending}>
            {enrolled ? 'Set up a new authenticator' : 'Set up an authenticator'}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function ScanAndConfirm({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: TotpEnrolment;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const confirm = useConfirmTotpEnrolment();
  const form = useForm({
    initialValues: { code: '' },
    validate: { code: (value) => (/^\d{6}$/u.test(value.replace(/[\s-]/gu, '')) ? null : 'Enter the 6 digits your app shows') },
  });
  const problem = useProblemOnForm(form, confirm.error);
  return (
    <Stack gap="md">
      <Group align="flex-start" gap="xl" wrap="wrap">
        <QrCode value={enrolment.otpauthUri} label={`QR code to add ${enrolment.accountName} to an authenticator app`} />
        <Stack gap="xs" maw={420}>
          <Text size="sm">1. In your authenticator app, add an account and scan this QR code.</Text>
          <Text size="sm">
            Cannot scan it? Enter this key by hand ({enrolment.issuer}, time-based, {enrolment.digits} digits):
          </Text>
          <Code block fz="md" aria-label="Key to type into the app">
            {groupSecret(enrolment.secret)}
          </Code>
          <Text size="sm">2. Enter the code the app now shows for {enrolment.issuer}.</Text>
        </Stack>
      </Group>
      <form
        noValidate
        aria-label="Confirm the authenticator"
        onSubmit={form.onSubmit(({ code }) =>
          confirm.mutate(code.replace(/[\s-]/gu, ''), { onSuccess: (result) => onConfirmed(result.recoveryCodes) }),
        )}
      >
        <Stack gap="sm" maw={420}>
          {problem && <ProblemAlert problem={problem} labels={{ code: 'Code from the app' }} />}
          <TextInput
            label="Code from the app"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            required
            {...form.getInputProps('code')}
          />
          <Group gap="sm">
            <Button type="submit" loading={confirm.isPending}>
              Confirm
            </Button>
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
