// Quick search and quick links tests use the portal's shared helpers.
export * from '../../test-utils';
