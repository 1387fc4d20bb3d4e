import { Box, List, Paper, SimpleGrid, Text } from '@mantine/core';
import { useId } from 'react';
import { displayText } from '../../format/text';
import { formatCoordinates, MAP_SIZE, type MapPoint, OUTLINE_PATH, placePoints } from './map-points';

interface PhilippinesMapProps {
  readonly points: readonly MapPoint[];
  /** What the points are, for the map's accessible name ("Collection locations"). */
  readonly title?: string;
}

/**
 * A map of the Philippines with numbered markers, drawn from data in the bundle: it works with no
 * network and no tile server. The list beside it names each marker, so the map is read without
 * seeing it; a point whose coordinates fall outside the country is listed and said to be so.
 */
export function PhilippinesMap({ points, title = 'Collection locations' }: PhilippinesMapProps) {
  const titleId = useId();
  const placed = placePoints(points);
  const shown = placed.filter((point) => point.position !== undefined).length;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Paper withBorder radius="md" p="xs" bg="blue.0">
        <svg
          viewBox={`0 0 ${MAP_SIZE.width} ${MAP_SIZE.height}`}
          role="img"
          aria-labelledby={titleId}
          style={{ display: 'block', width: '100%', maxHeight: 520 }}
        >
          <title id={titleId}>{`${title}: map of the Philippines with ${shown} of ${points.length} locations marked`}</title>
          <path d={OUTLINE_PATH} fill="var(--mantine-color-green-1)" stroke="var(--mantine-color-green-8)" strokeWidth={0.8} />
          {placed.map((point) =>
            point.position === undefined ? null : (
              <g key={point.id} transform={`translate(${point.position.x} ${point.position.y})`}>
                <circle r={11} fill="var(--mantine-color-red-8)" stroke="white" strokeWidth={2} />
                <text textAnchor="middle" dy="0.35em" fontSize={12} fontWeight={700} fill="white">
                  {point.number}
                </text>
              </g>
            ),
          )}
        </svg>
      </Paper>
      <Box>
        <Text fw={600} mb="xs">
          {title}
        </Text>
        {points.length === 0 ? (
          <Text c="dimmed">No locations with coordinates.</Text>
        ) : (
          <List type="ordered" spacing="xs">
            {placed.map((point) => (
              <List.Item key={point.id}>
                <Text span fw={500}>
                  {displayText(point.label)}
                </Text>
                <Text size="sm" c="dimmed">
                  {formatCoordinates(point.latitude, point.longitude)}
                  {point.position === undefined && ' — outside the Philippines: check the coordinates'}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Box>
    </SimpleGrid>
  );
}
