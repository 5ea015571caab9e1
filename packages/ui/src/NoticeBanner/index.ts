export { NoticeBanner, type NoticeBannerProps } from './NoticeBanner';
