export { DISPLAY_TIME_ZONE, VERSION_LABEL } from './constants/app';
export { PHONE_MAX_LENGTH } from './constants/limits';
export { formatPhone, stripPhone } from './format/phone';
