import { Box, Code, List, Text } from '@mantine/core';
import { type AbschObjection, objectionWords } from './absch-field-words';

/**
 * What the Clearing-House objects to (or would), one field per item: its label, a sentence saying
 * what is wrong and who puts it right where, and the Clearing-House's code behind "Details".
 */
export function AbschObjections({ objections, label }: { objections: readonly AbschObjection[]; label: string }) {
  return (
    <List size="sm" spacing={6} aria-label={label}>
      {objections.map((objection) => {
        const words = objectionWords(objection);
        return (
          <List.Item key={`${objection.code}:${objection.property}:${objection.message ?? ''}`}>
            <Text span fw={600} size="sm">
              {words.label}
            </Text>
            <Text size="sm">{words.sentence}</Text>
            <Box component="details" fz="xs" c="dimmed">
              <summary>Details</summary>
              <Code fz="xs">{words.detail}</Code>
            </Box>
          </List.Item>
        );
      })}
    </List>
  );
}
