export { ApiError } from './errors';
export { getHealth, HealthStruct, type GetHealthOptions, type Health } from './health';
