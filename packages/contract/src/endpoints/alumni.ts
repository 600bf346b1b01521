import { z } from 'zod';
import { PAGE } from '../access.js';
import { endpoint } from '../endpoint.js';
import { idParams } from '../params.js';
import { alumniDataDiriBodySchema, alumniDataDiriSchema, alumniTracingBodySchema, alumniTracingSchema } from '../schemas/alumni.js';

const tag = 'alumni';
const read = { path: PAGE.alumni, action: 'detail' } as const;

/** The alumnus's own personal data and tracing, on the alumni page's access entry. */
export const ALUMNI = {
  dataDiri: endpoint({
    method: 'GET',
    path: '/alumni/data-diri/:id',
    summary: "The alumnus's personal data and alumni type",
    tag,
    access: read,
    params: idParams,
    response: alumniDataDiriSchema,
  }),
  dataDiriUpdate: endpoint({
    method: 'PUT',
    path: '/alumni/data-diri/:id',
    summary: "Save the alumnus's personal data",
    tag,
    // Spec 02 section 5: without 'update' the personal fields are read-only.
    access: { path: PAGE.alumni, action: 'update' },
    params: idParams,
    body: alumniDataDiriBodySchema,
    response: z.null(),
    upload: true,
  }),
  tracing: endpoint({
    method: 'GET',
    path: '/alumni/tracing/:id',
    summary: 'What the alumnus does after graduating',
    tag,
    access: read,
    params: idParams,
    response: alumniTracingSchema,
  }),
  tracingUpdate: endpoint({
    method: 'PUT',
    path: '/alumni/tracing/:id',
    summary: "Save the alumnus's tracing",
    tag,
    access: { path: PAGE.alumni, action: ['update', 'update_partial'] },
    params: idParams,
    body: alumniTracingBodySchema,
    response: z.null(),
    upload: true,
  }),
} as const;
