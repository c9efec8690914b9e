/** docs/product.md point 9: primary red #DB4848, font Inter (self-hosted through @fontsource/inter). */
export const PRIMARY_COLOR = '#DB4848';
