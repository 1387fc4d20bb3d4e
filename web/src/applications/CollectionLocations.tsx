import { Stack } from '@mantine/core';
import { PhilippinesMap } from '../ui/map/PhilippinesMap';
import type { StaffApplication } from './application.queries';
import { LocationPlaces } from './LocationPlaces';

/** The locations with a point, for the map: the site's description, else its city, else its number. */
function mapPointsOf(application: StaffApplication) {
  const detail = application.application;
  return application.confidential.locations.flatMap((location, index) =>
    location.latitude !== null && location.longitude !== null
      ? [
          {
            id: location.id,
            label: location.address ?? detail.locations[index]?.cityMunicipality ?? `Location ${index + 1}`,
            latitude: location.latitude,
            longitude: location.longitude,
          },
        ]
      : [],
  );
}

/** Where the collection happens: each location's names and PSGC codes (with its place warnings), and the points on the map. */
export function CollectionLocations({ application }: { application: StaffApplication }) {
  const points = mapPointsOf(application);
  const places = new Map(application.places.map((place) => [place.position, place]));
  return (
    <Stack gap="md">
      {application.application.locations.map((location, index) => (
        <LocationPlaces key={location.id} location={location} place={places.get(index)} label={`Location ${index + 1}`} />
      ))}
      {points.length > 0 && <PhilippinesMap points={points} />}
    </Stack>
  );
}
