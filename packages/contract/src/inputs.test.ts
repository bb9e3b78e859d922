import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import * as contract from './index.js';
import { isCleanLine, isCleanText, line, requiredLine, text, trimmedLine, withDefault } from './inputs.js';

type Endpoint = contract.Endpoint;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;

/** Every call of the contract: the values of the `xxxApi` groups that look like endpoints. */
const allEndpoints = (): Endpoint[] =>
  Object.values(contract).flatMap((group) =>
    group && typeof group === 'object'
      ? Object.values(group as Record<string, unknown>).filter(
          (e): e is Endpoint =>
            !!e && typeof e === 'object' && 'method' in e && 'path' in e && 'input' in e && 'transport' in e,
        )
      : [],
  );

/** The string and number schemas inside an input schema, with the path that leads to each. */
function leaves(
  schema: z.ZodMiniType,
  at: string,
  out: { at: string; schema: z.ZodMiniType }[] = [],
  seen = new Set(),
) {
  if (seen.has(schema)) return out;
  seen.add(schema);
  const def = schema._zod.def as Def;
  const walk = (s: unknown, p: string) => leaves(s as z.ZodMiniType, p, out, seen);
  switch (def.type) {
    case 'string':
    case 'number':
      out.push({ at, schema });
      break;
    case 'object':
      for (const [k, v] of Object.entries(def.shape as Record<string, z.ZodMiniType>)) walk(v, `${at}.${k}`);
      break;
    case 'array':
      walk(def.element, `${at}[]`);
      break;
    case 'pipe':
      walk(def.in, at);
      walk(def.out, at);
      break;
    case 'union':
      (def.options as z.ZodMiniType[]).forEach((o) => walk(o, at));
      break;
    case 'intersection':
      walk(def.left, at);
      walk(def.right, at);
      break;
    case 'record':
      walk(def.keyType, `${at}<key>`);
      walk(def.valueType, `${at}<value>`);
      break;
    case 'lazy':
      walk((def.getter as () => z.ZodMiniType)(), at);
      break;
    default:
      if ('innerType' in def) walk(def.innerType, at); // optional, nullable, default, catch ...
  }
  return out;
}

/** Whether a string schema refuses control characters: line() / text(), or a format or pattern of its own. */
function refusesControls(s: z.ZodMiniType): boolean {
  if ((s._zod.def as Def).check === 'string_format') return true; // a format of its own: z.email()
  return (s._zod.def.checks ?? []).some((c) => {
    const d = c._zod.def as unknown as Record<string, unknown>;
    return d.check === 'string_format' || d.fn === isCleanLine || d.fn === isCleanText;
  });
}

describe('the inputs of every call', () => {
  const fields = allEndpoints().flatMap((e) => leaves(e.input, contract.callName(e)));

  it('are found (the walk sees the catalogue)', () => {
    expect(allEndpoints().length).toBeGreaterThan(80);
    expect(fields.length).toBeGreaterThan(200);
  });

  it('refuse control characters in every string', () => {
    const open = fields.filter((f) => f.schema._zod.def.type === 'string' && !refusesControls(f.schema));
    expect(open.map((f) => f.at)).toEqual([]);
  });

  it('bound every number within what a safe integer column holds', () => {
    const unbounded = fields.filter((f) => {
      if (f.schema._zod.def.type !== 'number') return false;
      // The bounds zod derives from the checks (int, min, max ...), as the JSON Schema of the API description has them.
      const n = z.toJSONSchema(f.schema);
      const minValue = Math.max(
        n.minimum ?? -Infinity,
        typeof n.exclusiveMinimum === 'number' ? n.exclusiveMinimum : -Infinity,
      );
      const maxValue = Math.min(
        n.maximum ?? Infinity,
        typeof n.exclusiveMaximum === 'number' ? n.exclusiveMaximum : Infinity,
      );
      return !(minValue >= -Number.MAX_SAFE_INTEGER && maxValue <= Number.MAX_SAFE_INTEGER);
    });
    expect(unbounded.map((f) => f.at)).toEqual([]);
  });
});

describe('line and text', () => {
  it('refuse NUL and the other control characters with a validation message', () => {
    for (const bad of ['a\u0000b', '\u0000', 'esc\u001b[31m', 'del\u007f', 'bell\u0007']) {
      const r = line().safeParse(bad);
      expect(r.success, JSON.stringify(bad)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(contract.CONTROL_CHARACTER_MESSAGE);
      expect(text().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('let text run over several lines, but not a line', () => {
    expect(text().safeParse('one\r\ntwo\tthree').success).toBe(true);
    expect(line().safeParse('one\ntwo').success).toBe(false);
    expect(line().safeParse('tab\there').success).toBe(false);
    expect(line().safeParse('Zoë 📺 «ok» 中文').success).toBe(true);
  });

  it('keep their own message where a form names it', () => {
    const r = contract.announcementSaveRequest.safeParse({
      announcemenStartTime: '1',
      colseTipOn: '0',
      announcementTitleCh: 't',
      announcementTitleEn: 't',
      announcementContentCh: 'a\u0000',
      announcementContentEn: 'line one\nline two',
    });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['announcementContentCh', contract.PLAIN_TEXT],
    ]);
  });
});

describe('trimmedLine, requiredLine and withDefault', () => {
  it('trim, then bound the length, and refuse control characters', () => {
    expect(trimmedLine(3).parse('  ab ')).toBe('ab');
    expect(
      trimmedLine(3)
        .safeParse(' abcd ')
        .error?.issues.map((i) => i.code),
    ).toEqual(['too_big']);
    expect(requiredLine(3).parse(' a ')).toBe('a');
    expect(
      requiredLine(3)
        .safeParse('   ')
        .error?.issues.map((i) => i.code),
    ).toEqual(['too_small']);
    expect(
      requiredLine(3)
        .safeParse('a\u0000')
        .error?.issues.map((i) => i.message),
    ).toEqual([contract.CONTROL_CHARACTER_MESSAGE]);
  });

  it('take the value given when the field is left out, and check it otherwise', () => {
    expect(withDefault(trimmedLine(3), '').parse(undefined)).toBe('');
    expect(withDefault(trimmedLine(3), '').parse(' x ')).toBe('x');
    expect(withDefault(trimmedLine(3), '').safeParse('abcd').success).toBe(false);
  });
});

describe('bounded numbers', () => {
  it('refuse a page number past the last and a log cursor past what a bigint holds', () => {
    expect(contract.pageQuery.safeParse({ pageNo: String(contract.PAGE_NO_MAX) }).success).toBe(true);
    expect(contract.pageQuery.safeParse({ pageNo: String(contract.PAGE_NO_MAX + 1) }).success).toBe(false);
    expect(contract.pageQuery.safeParse({ pageNo: '1e308' }).success).toBe(false);
    const id = '0190a7b2-3c4d-7e5f-8a9b-0c1d2e3f4a5b';
    expect(contract.logScrollQuery.safeParse({ cursor: `1732600000000_${id}` }).success).toBe(true);
    expect(contract.logScrollQuery.safeParse({ cursor: `99999999999999999999_${id}` }).success).toBe(false);
    expect(contract.logScrollQuery.safeParse({ from: String(contract.EPOCH_MS_MAX + 1) }).success).toBe(false);
  });
});
