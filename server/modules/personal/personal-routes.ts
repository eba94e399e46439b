import { personalEndpoints as api } from '../../../contract/personal';
import { actorOf } from '../../auth/plugin';
import type { ApiModule } from '../../http/api-module';
import { serve } from '../../http/endpoint-routes';
import type { PersonalService } from './personal-service';

/** GET personal/home: the personal home's summary. */
export const personalModule: ApiModule<PersonalService> = (app, { apiPrefix }, service) => {
  serve(app, apiPrefix, api.home, ({ request }) => service.home(actorOf(request)));
};
