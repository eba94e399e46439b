/** Who is making a request, as every service sees it. */
export interface Actor {
  id: number;
  account: string;
  name: string;
  email: string;
  phone: string;
  departmentId: number | null;
  isClassifyAdmin: boolean;
}

/** A person's row as the actor services see. */
export function actorOfUser(row: { id: number; account: string; name: string; email: string; phone: string; department_id: number | null; is_classify_admin: number }): Actor {
  return { id: row.id, account: row.account, name: row.name, email: row.email, phone: row.phone, departmentId: row.department_id, isClassifyAdmin: row.is_classify_admin === 1 };
}
