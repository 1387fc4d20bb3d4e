import { checkAbsPermitDocument } from './src/absch/abs-permit.check.js';
const doc: any = { header: { identifier: 'X', schema: 'absPermit', languages: ['en'] }, title: { en: 'GP', fr: 'x', xx: 'y' }, dateOfIssuance: '2026-02-30', picGranted: 'yes', matEstablished: false, matInformation: { en: 'x' }, usages: [{ identifier: 'Z' }], keywords: [{ identifier: '5B6177DD-5E5E-434E-8CB7-D63D67D5EBED' }], amendmentIntent: 2, foo: 1, government: { identifier: 'PH' } };
console.log(checkAbsPermitDocument(doc));
console.log(checkAbsPermitDocument(null));
