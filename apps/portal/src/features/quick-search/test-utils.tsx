// Quick search tests use the portal's shared helpers.
export * from '../../test-utils';
