import { robotsQuery } from '../features/robots/robot-api';
import { loadScreenData, type RouteLoad } from './screen-data';

/** The back office's chat robots. */
export async function loadRobots({ context }: RouteLoad): Promise<void> {
  await loadScreenData(context.queryClient, robotsQuery);
}
