/**
 * The formula parser: formulas as économistes type them, `L × HSP − 2 × 0,90 × 2,10`, into a tree with positions.
 * Hand-written (a tokenizer and a Pratt parser) rather than a dependency: the grammar is tiny, every error must carry
 * its position and a French message, the decimal comma and `x` as a multiplication sign are not what general
 * expression libraries accept, and nothing here may evaluate code (no eval, no new Function: our CSP forbids it).
 *
 *   formula := expr
 *   expr    := expr ('+' | '-' | '−' | '–') expr          (left-associative, lowest)
 *            | expr ('×' | '*' | 'x' | 'X' | '·' | '/' | '÷') expr
 *            | ('-' | '−' | '+') expr                      (unary, binds tighter than × but looser than ^)
 *            | expr '^' expr                               (right-associative)
 *            | expr ('²' | '³' | '%')                      (postfix, tightest)
 *            | number unit? | name | '(' expr ')'
 *   number  := digits [(',' | '.') digits] | (',' | '.') digits
 *   unit    := a unit name right after a number (2,10 m, 20 cm, 2,4 t/m³): see ./units.ts
 *   name    := a letter or _, then letters, digits, _ (HSP, EP_dalle, L)
 *
 * `x` is a multiplication sign wherever an operator is expected (after a value): `2x3`, `L x HSP`. Where a value is
 * expected it starts a name. No thousands separators: `1 200` is two numbers, and says so.
 */
import { span, type FormulaError, type Span } from './errors';
import { isUnitName, parseUnit, type UnitSpec } from './units';

export type BinaryOperator = '+' | '-' | '*' | '/' | '^';

export type Ast =
  | {
      readonly type: 'number';
      readonly value: number;
      readonly span: Span;
      /** A unit typed after the number (0,90 m); absent for a bare number. */
      readonly unit?: UnitSpec & { readonly text: string };
    }
  | { readonly type: 'name'; readonly name: string; readonly span: Span }
  | { readonly type: 'negate'; readonly operand: Ast; readonly span: Span }
  | { readonly type: 'percent'; readonly operand: Ast; readonly span: Span }
  | {
      readonly type: 'binary';
      readonly op: BinaryOperator;
      readonly left: Ast;
      readonly right: Ast;
      readonly span: Span;
      readonly opSpan: Span;
      /** True for a ² or ³ typed after a value: the exponent is implied. */
      readonly superscript?: boolean;
    }
  | { readonly type: 'group'; readonly inner: Ast; readonly span: Span };

type Token =
  | { readonly kind: 'number'; readonly value: number; readonly span: Span }
  | { readonly kind: 'name'; readonly text: string; readonly span: Span }
  | { readonly kind: 'op'; readonly op: BinaryOperator; readonly span: Span }
  | { readonly kind: 'postfix'; readonly op: '²' | '³' | '%'; readonly span: Span }
  | { readonly kind: '(' | ')' | 'end'; readonly span: Span };

const OPERATORS: Readonly<Record<string, BinaryOperator>> = {
  '+': '+',
  '-': '-',
  '−': '-',
  '–': '-',
  '*': '*',
  '×': '*',
  '·': '*',
  '/': '/',
  '÷': '/',
  '^': '^',
};
const POSTFIX = new Set(['²', '³', '%']);
const NAME_START = /[\p{L}_]/u;
const NAME_PART = /[\p{L}\p{Nd}_]/u;
const DIGIT = /[0-9]/;
const SPACE = /\s/u;

class FormulaSyntaxError extends Error {
  constructor(readonly error: FormulaError) {
    super(error.code);
  }
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const fail = (error: FormulaError): never => {
    throw new FormulaSyntaxError(error);
  };
  // After a value an operator is expected: there `x` means ×.
  const afterValue = () => {
    const last = tokens.at(-1);
    return (
      last !== undefined &&
      (last.kind === 'number' || last.kind === 'name' || last.kind === ')' || last.kind === 'postfix')
    );
  };
  let i = 0;
  while (i < text.length) {
    const c = text.charAt(i);
    if (SPACE.test(c)) {
      i++;
    } else if (DIGIT.test(c) || ((c === ',' || c === '.') && DIGIT.test(text.charAt(i + 1)))) {
      const match = /^(\d*)(?:[.,](\d+))?/.exec(text.slice(i)) as RegExpExecArray;
      let end = i + match[0].length;
      // '1,2,3' or '2,' : a separator that does not start a fraction is a typo, not an operator.
      if (/[.,]/.test(text.charAt(end))) {
        while (/[\d.,]/.test(text.charAt(end))) end++;
        fail({ code: 'invalidNumber', span: span(i, end), text: text.slice(i, end) });
      }
      tokens.push({ kind: 'number', value: Number(`${match[1] || '0'}.${match[2] ?? '0'}`), span: span(i, end) });
      i = end;
    } else if ((c === 'x' || c === 'X') && afterValue()) {
      tokens.push({ kind: 'op', op: '*', span: span(i, i + 1) });
      i++;
    } else if (NAME_START.test(c)) {
      let end = i + 1;
      while (end < text.length && NAME_PART.test(text.charAt(end))) end++;
      tokens.push({ kind: 'name', text: text.slice(i, end), span: span(i, end) });
      i = end;
    } else if (OPERATORS[c] !== undefined) {
      tokens.push({ kind: 'op', op: OPERATORS[c], span: span(i, i + 1) });
      i++;
    } else if (POSTFIX.has(c)) {
      tokens.push({ kind: 'postfix', op: c as '²' | '³' | '%', span: span(i, i + 1) });
      i++;
    } else if (c === '(' || c === ')') {
      tokens.push({ kind: c, span: span(i, i + 1) });
      i++;
    } else {
      const char = String.fromCodePoint(text.codePointAt(i) ?? 0);
      fail({ code: 'unexpectedCharacter', span: span(i, i + char.length), char });
    }
  }
  tokens.push({ kind: 'end', span: span(text.length, text.length) });
  return tokens;
}

/** Binding powers: how tightly each operator holds its operands. */
const INFIX: Readonly<Record<BinaryOperator, { readonly left: number; readonly right: number }>> = {
  '+': { left: 10, right: 11 },
  '-': { left: 10, right: 11 },
  '*': { left: 20, right: 21 },
  '/': { left: 20, right: 21 },
  // Right-associative: 2^3^2 is 2^(3^2).
  '^': { left: 41, right: 40 },
};
const PREFIX = 30;
const POSTFIX_POWER = 50;

const cover = (a: Span, b: Span): Span => span(Math.min(a.start, b.start), Math.max(a.end, b.end));

class Parser {
  private index = 0;
  constructor(private readonly tokens: readonly Token[]) {}

  private peek(): Token {
    return this.tokens[this.index] ?? (this.tokens.at(-1) as Token);
  }

  private next(): Token {
    const token = this.peek();
    this.index = Math.min(this.index + 1, this.tokens.length - 1);
    return token;
  }

  private fail(error: FormulaError): never {
    throw new FormulaSyntaxError(error);
  }

  parse(): Ast {
    const ast = this.expression(0);
    const token = this.peek();
    if (token.kind === ')') this.fail({ code: 'unexpectedClosingParenthesis', span: token.span });
    if (token.kind !== 'end') this.fail({ code: 'missingOperator', span: token.span });
    return ast;
  }

  private expression(minPower: number): Ast {
    let left = this.prefix();
    for (;;) {
      const token = this.peek();
      if (token.kind === 'postfix') {
        if (POSTFIX_POWER < minPower) break;
        this.next();
        left =
          token.op === '%'
            ? { type: 'percent', operand: left, span: cover(left.span, token.span) }
            : {
                type: 'binary',
                op: '^',
                left,
                right: { type: 'number', value: token.op === '²' ? 2 : 3, span: token.span },
                span: cover(left.span, token.span),
                opSpan: token.span,
                superscript: true,
              };
        continue;
      }
      if (token.kind === 'number' || token.kind === 'name' || token.kind === '(') {
        this.fail({ code: 'missingOperator', span: token.span });
      }
      if (token.kind !== 'op') break;
      const power = INFIX[token.op];
      if (power.left < minPower) break;
      this.next();
      const right = this.expression(power.right);
      left = { type: 'binary', op: token.op, left, right, span: cover(left.span, right.span), opSpan: token.span };
    }
    return left;
  }

  private prefix(): Ast {
    const token = this.next();
    switch (token.kind) {
      case 'number':
        return this.numberWithUnit(token);
      case 'name':
        return { type: 'name', name: token.text, span: token.span };
      case '(': {
        if (this.peek().kind === ')') this.fail({ code: 'missingOperand', span: cover(token.span, this.peek().span) });
        const inner = this.expression(0);
        const close = this.next();
        if (close.kind !== ')') this.fail({ code: 'missingClosingParenthesis', span: token.span });
        return { type: 'group', inner, span: cover(token.span, close.span) };
      }
      case 'op': {
        if (token.op !== '-' && token.op !== '+') this.fail({ code: 'missingOperand', span: token.span });
        const operand = this.expression(PREFIX);
        const whole = cover(token.span, operand.span);
        return token.op === '+' ? { ...operand, span: whole } : { type: 'negate', operand, span: whole };
      }
      case ')':
        return this.fail({ code: 'unexpectedClosingParenthesis', span: token.span });
      default: {
        // An operator or the end where a value was expected: point at the operator before it, or at the end.
        const previous = this.tokens.at(-2);
        const at = token.kind === 'end' && previous ? previous.span : token.span;
        return this.fail({ code: 'missingOperand', span: at });
      }
    }
  }

  /**
   * A number, and the unit typed right after it if any: `0,90 m`, `2,4 t/m³` (a `/` is part of the unit only when a
   * unit name follows it: `6 m / 2` divides).
   */
  private numberWithUnit(token: Extract<Token, { kind: 'number' }>): Ast {
    const atoms: Token[] = [];
    const unitAt = (offset: number) => {
      const t = this.tokens[this.index + offset];
      return t?.kind === 'name' && isUnitName(t.text) ? t : null;
    };
    const first = unitAt(0);
    if (!first) return { type: 'number', value: token.value, span: token.span };
    atoms.push(this.next());
    for (;;) {
      const t = this.peek();
      if (t.kind === 'postfix' && t.op !== '%') atoms.push(this.next());
      else if (t.kind === 'op' && t.op === '/' && unitAt(1)) atoms.push(this.next(), this.next());
      else break;
    }
    const text = atoms.map((a) => (a.kind === 'name' ? a.text : a.kind === 'postfix' ? a.op : '/')).join('');
    const unit = parseUnit(text);
    const last = atoms.at(-1) as Token;
    if (!unit) return this.fail({ code: 'missingOperator', span: cover(first.span, last.span) });
    return { type: 'number', value: token.value, span: cover(token.span, last.span), unit: { ...unit, text } };
  }
}

export type ParseResult =
  { readonly ok: true; readonly ast: Ast } | { readonly ok: false; readonly error: FormulaError };

/** The tree of a formula, or the first syntax error with its place. */
export function parseFormula(text: string): ParseResult {
  if (text.trim() === '') return { ok: false, error: { code: 'empty', span: span(0, text.length) } };
  try {
    return { ok: true, ast: new Parser(tokenize(text)).parse() };
  } catch (error) {
    if (error instanceof FormulaSyntaxError) return { ok: false, error: error.error };
    throw error;
  }
}
