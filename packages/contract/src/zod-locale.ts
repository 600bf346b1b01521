import { z } from 'zod';

/**
 * Indonesian default messages for rules the spec gives no text for. Imported once by each
 * side (the API's app and the web's entry) before any schema is used.
 */
z.config(z.locales.id());
