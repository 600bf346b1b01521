import { ExportOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Image } from 'antd';
import { MSG } from '@madrasah/contract/messages';
import { isOpenableLink, type MediaRow } from '@madrasah/contract/schemas/bk';
import { notify } from '../../../lib/notify';

/** Opens an item's page in a new window, or says its link leads nowhere (spec 02 section 5). */
function openLink(link: string | null) {
  if (!isOpenableLink(link)) return notify.warning(MSG.mediaLinkInvalid);
  window.open(link, '_blank', 'noopener');
}

/**
 * One picture of a gallery with its name under it; the picture enlarges on a click. Entry
 * paths (PTN, Kedinasan) name a page to visit: their name opens it.
 */
export function MediaItem({ item }: { item: MediaRow }) {
  const visits = item.tipe !== 'Leater';
  return (
    <figure className="media-item">
      {item.file ? (
        <Image className="media-item-image" src={`${item.main_path}${item.file}`} alt={item.nama} />
      ) : (
        <div className="media-item-image media-item-blank" role="img" aria-label={`${item.nama} (tanpa gambar)`}>
          <PictureOutlined />
        </div>
      )}
      <figcaption className="media-item-name">
        {visits ? (
          <Button type="link" className="media-item-link" onClick={() => openLink(item.link)} aria-label={`Buka situs ${item.nama}`}>
            {item.nama} <ExportOutlined />
          </Button>
        ) : (
          item.nama
        )}
      </figcaption>
    </figure>
  );
}
