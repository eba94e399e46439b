import type { CcnLanguage } from '../types';

/**
 * What adds to a function's cyclomatic complexity in each language, written as tree-sitter queries so
 * that only real tokens count (never a keyword inside a string or comment). Every function starts at 1.
 *
 * JavaScript and TypeScript count what ESLint's `complexity` rule counts with its default (classic)
 * variant, so a figure here is the one a developer's editor shows: +1 per `if for while catch case ?`,
 * per `&& || ??`, per `||= &&= ??=`, per `?.` link of an optional chain and per default value (of a
 * parameter or inside a destructuring pattern). Class field initializers and static blocks run as code
 * of their own, so their decisions belong to no function around the class.
 *
 * The other languages keep lizard's sets: +1 per `if for while catch && || case ?` in C-like languages,
 * Python's `if elif for while except finally and or`, C#'s extra `??`, Kotlin's `?:` and `when`
 * branches instead of `case`, PHP's `elseif foreach match`, Ruby's `elsif until rescue ensure when and
 * or`. A `?` counts only as the ternary operator, and `&&`/`||` only as logical operators (not C++'s
 * `T&&`).
 */

export interface LanguageRules {
  /** Captures named `d` add one each; `when` captures add their branches but one (Kotlin). */
  decisions: string;
  /** Node types that open a function; conditions inside a nested one belong to it alone. */
  functions: string[];
  /** Node types that run code of their own without being functions: their conditions count for none. */
  ownScopes?: string[];
  /** Node types whose name qualifies the functions inside them (classes, modules, objects). */
  containers: string[];
  /** Joins container and function names. */
  separator: string;
}

const C_FAMILY_LOGIC = '(binary_expression ["&&" "||"] @d)';

/** ESLint's classic variant; `while` covers do-while too, and `case` never matches `default`. */
const JS_DECISIONS = `["if" "for" "while" "catch" "case"] @d
(binary_expression ["&&" "||" "??"] @d)
(augmented_assignment_expression ["&&=" "||=" "??="] @d)
(ternary_expression "?" @d)
(optional_chain) @d
(assignment_pattern) @d
(object_assignment_pattern) @d`;

const JS_RULES: LanguageRules = {
  decisions: JS_DECISIONS,
  functions: [
    'function_declaration',
    'function_expression',
    'function',
    'generator_function_declaration',
    'generator_function',
    'arrow_function',
    'method_definition',
  ],
  ownScopes: ['field_definition', 'public_field_definition', 'class_static_block'],
  containers: ['class_declaration', 'class', 'abstract_class_declaration'],
  separator: '.',
};

/**
 * TypeScript's grammar writes a parameter's default inside `required_parameter` rather than as a
 * pattern, and the `?.` of an optional call as a bare token of the call.
 */
const TS_RULES: LanguageRules = {
  ...JS_RULES,
  decisions: `${JS_DECISIONS}
(required_parameter "=" @d)
(call_expression "?." @d)`,
};

export const RULES: Record<CcnLanguage, LanguageRules> = {
  javascript: JS_RULES,
  typescript: TS_RULES,
  tsx: TS_RULES,
  python: {
    decisions: '["if" "elif" "for" "while" "except" "finally" "and" "or"] @d',
    functions: ['function_definition'],
    containers: ['class_definition'],
    separator: '.',
  },
  java: {
    decisions: `["if" "for" "while" "catch" "case"] @d
${C_FAMILY_LOGIC}
(ternary_expression "?" @d)`,
    functions: ['method_declaration', 'constructor_declaration', 'compact_constructor_declaration'],
    containers: ['class_declaration', 'interface_declaration', 'enum_declaration', 'record_declaration'],
    separator: '.',
  },
  go: {
    decisions: `["if" "for" "case"] @d
${C_FAMILY_LOGIC}`,
    functions: ['function_declaration', 'method_declaration', 'func_literal'],
    containers: [],
    separator: '.',
  },
  c: {
    decisions: `["if" "for" "while" "case"] @d
${C_FAMILY_LOGIC}
(conditional_expression "?" @d)`,
    functions: ['function_definition'],
    containers: ['struct_specifier'],
    separator: '::',
  },
  cpp: {
    decisions: `["if" "for" "while" "catch" "case"] @d
${C_FAMILY_LOGIC}
(conditional_expression "?" @d)`,
    functions: ['function_definition'],
    containers: ['class_specifier', 'struct_specifier'],
    separator: '::',
  },
  csharp: {
    decisions: `["if" "for" "while" "catch" "case"] @d
(binary_expression ["&&" "||" "??"] @d)
(conditional_expression "?" @d)`,
    functions: [
      'method_declaration',
      'constructor_declaration',
      'destructor_declaration',
      'local_function_statement',
      'operator_declaration',
      'conversion_operator_declaration',
      'accessor_declaration',
    ],
    containers: ['class_declaration', 'struct_declaration', 'interface_declaration', 'record_declaration'],
    separator: '.',
  },
  kotlin: {
    decisions: `["if" "for" "while" "catch"] @d
(conjunction_expression "&&" @d)
(disjunction_expression "||" @d)
(elvis_expression "?:" @d)
(when_expression) @when`,
    functions: ['function_declaration', 'secondary_constructor', 'anonymous_function', 'lambda_literal', 'getter', 'setter'],
    containers: ['class_declaration', 'object_declaration'],
    separator: '.',
  },
  php: {
    decisions: `["if" "elseif" "for" "foreach" "while" "catch" "match"] @d
(case_statement "case" @d)
${C_FAMILY_LOGIC}
(conditional_expression "?" @d)`,
    functions: ['function_definition', 'method_declaration', 'anonymous_function_creation_expression', 'anonymous_function'],
    containers: ['class_declaration', 'trait_declaration', 'interface_declaration', 'enum_declaration'],
    separator: '.',
  },
  ruby: {
    decisions: `["if" "until" "for" "while" "and" "or" "elsif" "rescue" "ensure" "when"] @d
(binary ["&&" "||"] @d)
(conditional "?" @d)`,
    functions: ['method', 'singleton_method'],
    containers: ['class', 'module'],
    separator: '.',
  },
};
