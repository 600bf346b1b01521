import { z } from 'zod';

/** One field-level problem, as listed in a 400 response's `data`. */
export const fieldErrorSchema = z.object({
  field: z.string().describe('Dotted path of the offending field'),
  message: z.string().describe('Indonesian message for that field'),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every successful answer: `{ status: true, message, data }`. */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.literal(true),
    message: z.string(),
    data,
  });
}

/** Every refusal: `{ status: false, message, data? }`; validation failures carry field errors. */
export const errorEnvelopeSchema = z.object({
  status: z.literal(false),
  message: z.string(),
  data: z.array(fieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export type Envelope<T> = { status: true; message: string; data: T };
