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
