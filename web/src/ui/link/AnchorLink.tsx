import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { type AnchorHTMLAttributes, forwardRef } from 'react';

type MantineAnchorProps = AnchorProps & AnchorHTMLAttributes<HTMLAnchorElement>;

const MantineAnchor = forwardRef<HTMLAnchorElement, MantineAnchorProps>((props, ref) => <Anchor ref={ref} {...props} />);
MantineAnchor.displayName = 'MantineAnchor';

const CreatedLink = createLink(MantineAnchor);

/** A Mantine text link that is a router link: typed paths and params (`to="/admin/users/$userId"`). */
export const AnchorLink: LinkComponent<typeof MantineAnchor> = (props) => <CreatedLink preload="intent" {...props} />;
