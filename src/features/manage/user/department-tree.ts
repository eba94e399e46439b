import type { ManagedDepartment } from '../../../../contract/people';

export interface DepartmentOption extends ManagedDepartment {
  depth: number;
}

/** The departments in tree order (each followed by the ones below it), with their depth. */
export function departmentOptions(departments: ManagedDepartment[]): DepartmentOption[] {
  const children = new Map<number | null, ManagedDepartment[]>();
  const known = new Set(departments.map((department) => department.id));
  for (const department of departments) {
    // A parent that is not in the list makes its child a top one rather than lost.
    const parent = department.parentId !== null && known.has(department.parentId) ? department.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), department]);
  }
  const ordered: DepartmentOption[] = [];
  const visit = (parent: number | null, depth: number) => {
    for (const department of children.get(parent) ?? []) {
      ordered.push({ ...department, depth });
      visit(department.id, depth + 1);
    }
  };
  visit(null, 0);
  return ordered;
}

/** A department and every department below it: where it may not move. */
export function subtreeOf(departments: ManagedDepartment[], id: number): Set<number> {
  const inside = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const department of departments) {
      if (department.parentId !== null && inside.has(department.parentId) && !inside.has(department.id)) {
        inside.add(department.id);
        grew = true;
      }
    }
  }
  return inside;
}
