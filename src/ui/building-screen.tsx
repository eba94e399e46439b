import { useI18nContext } from '../../i18n/i18n-react';
import { ExceptionPage } from './exception-page';
import { ScreenFrame } from './screen-frame';

/** A screen whose feature arrives in a later release: its route, params and layout are already real. */
export function BuildingScreen() {
  const { LL } = useI18nContext();
  return (
    <ScreenFrame>
      <ExceptionPage type="building" detail={LL.exception.buildingDetail()} />
    </ScreenFrame>
  );
}
