import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { withoutNul } from '../../contract/schema-helpers';

type Route = Parameters<typeof zodValidatorCompiler>[0];
const refuseNul = zodValidatorCompiler({ schema: withoutNul, method: 'POST', url: '' } as Route);

/** Every route's zod validation, preceded by the one check every text input shares. */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    const nul = refuseNul(data);
    return typeof nul === 'object' && 'error' in nul && nul.error ? nul : validate(data);
  };
};
