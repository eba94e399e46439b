import type { Node } from 'web-tree-sitter';
import type { CcnLanguage } from '../types';
import type { LanguageRules } from './rules';

/**
 * Names a function the way a reader would look it up: Class.method for methods, the variable or
 * property an anonymous function is assigned to, and `(anonymous)` when nothing names it.
 */

const ANONYMOUS = '(anonymous)';

function compact(text: string): string {
  return text.replace(/\s+/g, '');
}

function childOfType(node: Node, types: string[]): Node | null {
  for (const child of node.namedChildren) {
    if (child && types.includes(child.type)) return child;
  }
  return null;
}

/** The declarator chain of a C/C++ definition ends in the name: int *(*f)(void) still names f. */
function cDeclaratorName(node: Node): string | undefined {
  let declarator = node.childForFieldName('declarator');
  while (declarator) {
    if (declarator.type === 'function_declarator') {
      const inner = declarator.childForFieldName('declarator');
      return inner ? compact(inner.text) : undefined;
    }
    declarator = declarator.childForFieldName('declarator');
  }
  return undefined;
}

function goReceiverType(node: Node): string | undefined {
  const receiver = node.childForFieldName('receiver');
  const parameter = receiver ? childOfType(receiver, ['parameter_declaration']) : null;
  const type = parameter?.childForFieldName('type');
  if (!type) return undefined;
  return compact(type.text).replace(/^\*/, '').replace(/\[.*$/, '');
}

function kotlinPropertyName(node: Node): string | undefined {
  let current = node.parent;
  while (current && current.type !== 'property_declaration') current = current.parent;
  const variable = current ? childOfType(current, ['variable_declaration']) : null;
  return variable ? childOfType(variable, ['simple_identifier'])?.text : undefined;
}

function csharpPropertyName(node: Node): string | undefined {
  const property = node.parent?.parent;
  return property?.childForFieldName('name')?.text;
}

/** The name an assignment, declaration or object key gives an anonymous function. */
function assignedName(node: Node): string | undefined {
  let parent = node.parent;
  // Go and Python wrap the right-hand side of `g := func() {}` in an expression list.
  if (parent?.type === 'expression_list') parent = parent.parent;
  if (!parent) return undefined;
  switch (parent.type) {
    case 'variable_declarator':
    case 'public_field_definition':
    case 'field_definition':
      return (parent.childForFieldName('name') ?? parent.childForFieldName('property'))?.text;
    case 'assignment_expression':
    case 'augmented_assignment_expression': {
      const left = parent.childForFieldName('left');
      return left ? compact(left.text) : undefined;
    }
    case 'pair':
      return parent.childForFieldName('key')?.text.replace(/^['"]|['"]$/g, '');
    case 'short_var_declaration':
    case 'assignment_statement': {
      const left = parent.childForFieldName('left');
      return left ? compact(left.text) : undefined;
    }
    case 'property_declaration': {
      const variable = childOfType(parent, ['variable_declaration']);
      return variable ? childOfType(variable, ['simple_identifier'])?.text : undefined;
    }
    default:
      return undefined;
  }
}

function ownName(node: Node, language: CcnLanguage): string | undefined {
  switch (language) {
    case 'c':
    case 'cpp':
      return cDeclaratorName(node);
    case 'kotlin':
      if (node.type === 'secondary_constructor') return 'constructor';
      if (node.type === 'getter' || node.type === 'setter') {
        const accessor = node.type === 'getter' ? 'get' : 'set';
        const property = kotlinPropertyName(node);
        return property ? `${property}.${accessor}` : accessor;
      }
      return childOfType(node, ['simple_identifier'])?.text;
    case 'csharp':
      if (node.type === 'accessor_declaration') {
        const keyword = node.childForFieldName('name')?.text ?? node.child(0)?.text ?? 'accessor';
        const property = csharpPropertyName(node);
        return property ? `${property}.${keyword}` : keyword;
      }
      if (node.type === 'operator_declaration' || node.type === 'conversion_operator_declaration') {
        const operator = node.childForFieldName('operator') ?? node.childForFieldName('type');
        return operator ? `operator${compact(operator.text)}` : 'operator';
      }
      return node.childForFieldName('name')?.text;
    case 'go': {
      const name = node.childForFieldName('name')?.text;
      if (node.type !== 'method_declaration' || !name) return name;
      const receiver = goReceiverType(node);
      return receiver ? `${receiver}.${name}` : name;
    }
    default:
      return node.childForFieldName('name')?.text;
  }
}

function containerName(node: Node, language: CcnLanguage): string | undefined {
  if (language === 'kotlin') return childOfType(node, ['type_identifier', 'simple_identifier'])?.text;
  const name = node.childForFieldName('name');
  return name ? compact(name.text) : undefined;
}

export function functionName(node: Node, language: CcnLanguage, rules: LanguageRules): string {
  const name = ownName(node, language) ?? assignedName(node) ?? ANONYMOUS;
  const scopes: string[] = [];
  for (let current = node.parent; current; current = current.parent) {
    // A function nested in another is named on its own, as lizard does; only types qualify it.
    if (rules.functions.includes(current.type)) break;
    if (!rules.containers.includes(current.type)) continue;
    const scope = containerName(current, language);
    if (scope) scopes.unshift(scope);
  }
  if (language === 'ruby' && node.type === 'singleton_method') {
    // def self.x inside class A is A.x; def Other.x names its own receiver.
    const object = node.childForFieldName('object')?.text;
    if (object && object !== 'self') return `${object}.${name}`;
  }
  return scopes.length === 0 ? name : `${scopes.join(rules.separator)}${rules.separator}${name}`;
}

/** Functions without a body (abstract or interface methods, prototypes) are not measured. */
export function hasBody(node: Node, language: CcnLanguage): boolean {
  switch (language) {
    case 'java':
    case 'go':
    case 'php':
      return node.childForFieldName('body') !== null;
    case 'csharp':
      return (
        node.childForFieldName('body') !== null ||
        childOfType(node, ['block', 'arrow_expression_clause']) !== null
      );
    case 'kotlin':
      if (node.type === 'function_declaration' || node.type === 'getter' || node.type === 'setter') {
        return childOfType(node, ['function_body']) !== null;
      }
      return true;
    default:
      return true;
  }
}
