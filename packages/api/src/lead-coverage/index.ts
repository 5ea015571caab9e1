// The public API of the lead coverage feature (current plans, applications); src/index.ts re-exports
// it (exports.test.ts snapshots the names).
export {
  LeadApplicationStruct,
  LeadApplicationsStruct,
  LeadCurrentPlanStruct,
  LeadCurrentPlansStruct,
  type LeadApplication,
  type LeadCurrentPlan,
} from './contract';
export { getLeadApplications, getLeadCurrentPlans } from './calls';
