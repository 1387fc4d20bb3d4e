import { List, Text } from '@mantine/core';
import { isStaleRecord, type ProblemDetails } from '../../api/problem';
import { ProblemAlert } from './ProblemAlert';
import { type FieldLabels, fieldSentence, hasTechnicalDetail, sentence } from './problem-words';
import { StaleRecordAlert } from './StaleRecordAlert';

/** The problem in people's words (problem-words.ts): fields by their labels, the service's own text under "Details". */
function InWords({ problem, labels }: { problem: ProblemDetails; labels: FieldLabels }) {
  const errors = problem.errors ?? [];
  // A single field's message is often the detail itself: list the fields only when they add to it.
  const listed = errors.filter(
    (error) =>
      `${error.pointer ?? error.parameter}: ${error.detail}` !== problem.detail &&
      `${error.pointer ?? error.parameter} ${error.detail}` !== problem.detail,
  );
  const onlyField = errors.length === 1 && listed.length === 0 ? errors[0] : undefined;
  const technical = (text: string, key: string) => (
    <Text key={key} size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  );
  return (
    <>
      {problem.detail && <Text size="sm">{onlyField ? fieldSentence(onlyField, labels) : sentence(problem.detail, labels)}</Text>}
      {listed.length > 0 && (
        <List size="sm" mt="xs">
          {listed.map((error) => (
            <List.Item key={`${error.pointer ?? error.parameter}:${error.detail}`}>{fieldSentence(error, labels)}</List.Item>
          ))}
        </List>
      )}
      {hasTechnicalDetail(problem, labels) && (
        <details>
          <summary>
            <Text span size="xs">
              Details
            </Text>
          </summary>
          {technical(`${problem.code}: ${problem.detail}`, 'detail')}
          {errors.map((error) =>
            technical(`${error.pointer ?? error.parameter}: ${error.detail}`, `${error.pointer ?? error.parameter}:${error.detail}`),
          )}
        </details>
      )}
    </>
  );
}

/**
 * What a form shows when its write failed: a 412 as the stale-record alert with its reload, any other
 * refusal as its title and, in people's words, its detail and the field messages (fields named by the
 * form's labels).
 */
export function FormProblem({
  error,
  problem,
  onReload,
  labels = {},
}: {
  error: unknown;
  problem: ProblemDetails | undefined;
  onReload: () => void;
  /** The form's labels by field path: the problem names fields as the form does. */
  labels?: FieldLabels;
}) {
  if (isStaleRecord(error)) return <StaleRecordAlert problem={error} onReload={onReload} />;
  if (!problem) return null;
  return (
    <ProblemAlert problem={{ ...problem, detail: '', errors: [] }}>
      <InWords problem={problem} labels={labels} />
    </ProblemAlert>
  );
}
