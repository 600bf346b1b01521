import { alumniTracingBodySchema, type AlumniTracing, type AlumniTracingBody } from '@madrasah/contract/schemas/alumni';

type TextKey = Exclude<keyof AlumniTracingBody, 'file_ijazah'>;

/** The tracing form's values: the body's text fields, and a newly chosen ijazah. */
export type TracingFormValues = Record<TextKey, string | null> & {
  /** A new ijazah as a data URL; absent keeps the stored file. */
  file_ijazah?: string;
};

const TEXT_KEYS = Object.keys(alumniTracingBodySchema.shape).filter((key) => key !== 'file_ijazah') as TextKey[];

/** The form's starting values from the stored answers (all empty before the first save). */
export function tracingFormValues(record: AlumniTracing): TracingFormValues {
  return Object.fromEntries(TEXT_KEYS.map((key) => [key, record[key]])) as TracingFormValues;
}

/** The PUT body from valid form values, normalised by the contract (blanks to null). */
export function tracingBody(values: TracingFormValues): AlumniTracingBody {
  return alumniTracingBodySchema.parse(values);
}
