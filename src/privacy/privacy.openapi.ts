import { problemResponse } from '../http/standard-responses.js';

/** What the personal data routes document besides the staff's common problems (staff.openapi.ts). */

export const notFound = (what: string) => problemResponse(404, `\`not_found\`: ${what}.`);
export const conflict = (what: string) => problemResponse(409, `\`conflict\`: ${what}.`);
