import { array, nullable, number, object, string, type Infer } from 'superstruct';

/*
 * A lead's coverage (spec 02 §3.1 "lead other data": current plans, applications), read-only on the
 * lead page. Paths are not in the spec (README.md). Dates are MM/DD/YYYY or ''.
 */

/** One plan the lead has now. */
export const LeadCurrentPlanStruct = object({
  lead_current_plan_id: number(),
  lead_id: number(),
  plan_year: number(),
  product_type_id: nullable(number()),
  /** '' when the plan names no product type. */
  product_type_name: string(),
  carrier_name: string(),
  plan_name: string(),
});
export type LeadCurrentPlan = Infer<typeof LeadCurrentPlanStruct>;
/** Answer of `GET lead/{lead_id}/currentPlan/`: newest plan year first. */
export const LeadCurrentPlansStruct = array(LeadCurrentPlanStruct);

/** One application submitted for the lead, with its application disposition. */
export const LeadApplicationStruct = object({
  application_id: number(),
  lead_id: number(),
  carrier_name: string(),
  plan_name: string(),
  /** The year the coverage starts (of the effective date); null without one. */
  plan_year: nullable(number()),
  product_type_id: nullable(number()),
  product_type_name: string(),
  submitted_date: string(),
  effective_date: string(),
  app_dispo_id: nullable(number()),
  /** '' when the application has no disposition yet. */
  app_dispo_name: string(),
});
export type LeadApplication = Infer<typeof LeadApplicationStruct>;
/** Answer of `GET lead/{lead_id}/application/`: newest submitted first. */
export const LeadApplicationsStruct = array(LeadApplicationStruct);
