"""Restart your Future: content only for now (base game + Pandemia); rules come later."""
