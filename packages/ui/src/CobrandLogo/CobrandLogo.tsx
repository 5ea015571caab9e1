import { safeImageUrl } from '@meridian/domain';
import { forwardRef, useContext, useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { styled, ThemeContext } from 'styled-components';
import type { Theme } from '../theme';

export interface CobrandLogoProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'children'> {
  /** The large logo when expanded (default), the small one when collapsed; each falls back to the other. */
  expanded?: boolean;
  /** Shown when the account has no usable logo, or it fails to load (e.g. the product's name). */
  fallback?: ReactNode;
  /** The alt text; '{account name} logo' by default, 'Account logo' without a name. */
  alt?: string;
}

const StyledLogo = styled.img`
  display: block;
  max-width: 100%;
  max-height: 44px;
  object-fit: contain;

  &[data-size='small'] {
    max-height: 32px;
  }
`;

/**
 * The account's co-brand logo from the theme (`ThemeProvider`'s `cobrand`): large when expanded,
 * small when collapsed, with the account's name as its alt text ('{name} logo'). Only http, https
 * and relative addresses are shown; otherwise, or when the image fails to load, `fallback` shows.
 */
export const CobrandLogo = forwardRef<HTMLImageElement, CobrandLogoProps>(function CobrandLogo(
  { expanded = true, fallback = null, alt, onError, ...rest },
  ref,
) {
  const cobrand = (useContext(ThemeContext) as Theme | undefined)?.cobrand;
  const large = safeImageUrl(cobrand?.logoLarge);
  const small = safeImageUrl(cobrand?.logoSmall);
  const src = expanded ? (large ?? small) : (small ?? large);
  const [failed, setFailed] = useState<string | undefined>();

  if (!src || failed === src) return <>{fallback}</>;
  const name = cobrand?.name?.trim();
  return (
    <StyledLogo
      ref={ref}
      src={src}
      alt={alt ?? (name ? `${name} logo` : 'Account logo')}
      data-size={expanded ? 'large' : 'small'}
      onError={(event) => {
        setFailed(src);
        onError?.(event);
      }}
      {...rest}
    />
  );
});
CobrandLogo.displayName = 'CobrandLogo';
