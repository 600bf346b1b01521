import { z } from 'zod';
import { MSG } from './messages.js';

type Issue = Parameters<NonNullable<z.core.$ZodConfig['localeError']>>[0];

/**
 * The text of a rule the schema gives no message for. zod's own Indonesian locale names types
 * and operators ('Input tidak valid: diharapkan string, diterima null'); a user sees a short
 * sentence about the field instead, and an empty field reads as not filled.
 */
function indonesian(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null || issue.input === '') return MSG.required;
      switch (issue.expected) {
        case 'string':
          return MSG.mustBeText;
        case 'number':
        case 'int':
        case 'bigint':
        case 'nan':
          return MSG.numberInvalid;
        case 'boolean':
          return MSG.mustBeYesNo;
        case 'array':
        case 'tuple':
          return MSG.mustBeList;
        case 'object':
        case 'record':
        case 'map':
          return MSG.mustBeForm;
        default:
          return MSG.valueInvalid;
      }
    }
    case 'too_big':
      if (issue.origin === 'string') return MSG.maxChars(Number(issue.maximum));
      if (issue.origin === 'array' || issue.origin === 'set') return MSG.maxItems(Number(issue.maximum));
      return MSG.maxValue(issue.maximum as number | bigint);
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? MSG.required : MSG.minChars(Number(issue.minimum));
      if (issue.origin === 'array' || issue.origin === 'set') return MSG.minItems(Number(issue.minimum));
      return MSG.minValue(issue.minimum as number | bigint);
    case 'invalid_value':
      return MSG.optionInvalid;
    case 'invalid_format':
      return issue.format === 'email' ? MSG.emailInvalidFormat : MSG.formatInvalid;
    case 'not_multiple_of':
      return MSG.multipleOf(issue.divisor as number | bigint);
    case 'unrecognized_keys':
      return MSG.unknownField;
    default:
      return MSG.valueInvalid;
  }
}

/** Imported once by each side (the API's app and the web's entry) before any schema is used. */
z.config({ localeError: indonesian });
