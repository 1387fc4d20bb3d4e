import { List, Text } from '@mantine/core';
import type { ProblemDetails } from '../../api/problem';
import { type FieldLabels, fieldSentence, hasTechnicalDetail, sentence } from './problem-words';

/** The problem in people's words (problem-words.ts): fields by their labels, the service's own text under "Details". */
export function ProblemInWords({
  problem,
  labels,
  withFieldErrors,
  alwaysInWords = false,
}: {
  problem: ProblemDetails;
  labels: FieldLabels;
  withFieldErrors: boolean;
  /** Writes even a plain detail as a sentence (a capital, a full stop), as forms do. */
  alwaysInWords?: boolean;
}) {
  const errors = problem.errors ?? [];
  // A single field's message is often the detail itself: list the fields only when they add to it.
  const listed = errors.filter(
    (error) =>
      withFieldErrors &&
      `${error.pointer ?? error.parameter}: ${error.detail}` !== problem.detail &&
      `${error.pointer ?? error.parameter} ${error.detail}` !== problem.detail,
  );
  const onlyField = errors.length === 1 && listed.length === 0 ? errors[0] : undefined;
  const technicalDetail = hasTechnicalDetail(problem, labels);
  const technical = (text: string, key: string) => (
    <Text key={key} size="xs" ff="monospace" style={{ overflowWrap: 'break-word' }}>
      {text}
    </Text>
  );
  return (
    <>
      {problem.detail && (
        <Text size="sm">
          {/* A detail already in words is shown as the service wrote it; one with pointers or codes, rewritten. */}
          {!technicalDetail && !alwaysInWords
            ? problem.detail
            : onlyField
              ? fieldSentence(onlyField, labels)
              : sentence(problem.detail, labels)}
        </Text>
      )}
      {listed.length > 0 && (
        <List size="sm" mt="xs">
          {listed.map((error) => (
            <List.Item key={`${error.pointer ?? error.parameter}:${error.detail}`}>{fieldSentence(error, labels)}</List.Item>
          ))}
        </List>
      )}
      {technicalDetail && (
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
