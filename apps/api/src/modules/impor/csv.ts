/**
 * CSV as spreadsheet programs save it: fields separated by ',' or ';' (Indonesian Excel writes
 * ';'), quoted with '"' where they hold a separator, a quote or a line break, lines ended by
 * CRLF or LF. A quoted line break stays inside its field, so a record is one spreadsheet row.
 */

/** The separator of the first lines: the one of ';', ',' and tab seen most often outside quotes. */
export function detectSeparator(text: string): string {
  const counts = new Map<string, number>([
    [';', 0],
    [',', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  let lines = 0;
  for (let i = 0; i < text.length && lines < 50; i++) {
    const ch = text[i]!;
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '\n') lines++;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

/** Each record's fields in turn: a generator, so that its reader may pause between records. */
export function* csvRecords(text: string, separator: string): Generator<string[]> {
  let field = '';
  let fields: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch !== '"') field += ch;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === separator) {
      fields.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      fields.push(field);
      yield fields;
      field = '';
      fields = [];
    } else field += ch;
  }
  if (field !== '' || fields.length > 0) {
    fields.push(field);
    yield fields;
  }
}
