export { DISPLAY_TIME_ZONE, PHONE_MAX_LENGTH, VERSION_LABEL } from './constants';
export { formatPhone, stripPhone } from './phone';
